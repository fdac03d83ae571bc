"use client";

import { useState } from "react";
import { AlertCircleIcon, InfoIcon, PlusIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Avatar, AvatarFallback, initialsOf } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";

export function PreviewControls() {
  const [name, setName] = useState("José");
  // The lab rule rejects non-ASCII letters; showing it exercises the error + live region.
  const nameError = /^[A-Za-z0-9][A-Za-z0-9\-.,' ]*$/.test(name) ? undefined : "Use ASCII letters, digits and - . , ' only.";

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Buttons and badges</CardTitle>
          <CardDescription>Variants and sizes.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Button>Default</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="destructive">Destructive</Button>
            <Button variant="link">Link</Button>
            <Button size="icon" aria-label="Add">
              <PlusIcon />
            </Button>
            <Button disabled>Disabled</Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge>default</Badge>
            <Badge variant="secondary">secondary</Badge>
            <Badge variant="outline">outline</Badge>
            <Badge variant="destructive">cancelled</Badge>
            <Badge variant="success">completed</Badge>
            <Badge variant="warning">in progress</Badge>
          </div>
          <Breadcrumb>
            <BreadcrumbList>
              <BreadcrumbItem>
                <BreadcrumbLink href="#">Patients</BreadcrumbLink>
              </BreadcrumbItem>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbPage>Ada Lovelace</BreadcrumbPage>
              </BreadcrumbItem>
            </BreadcrumbList>
          </Breadcrumb>
          <div className="flex items-center gap-2">
            <Avatar>
              <AvatarFallback>{initialsOf("Grace Hopper")}</AvatarFallback>
            </Avatar>
            <span className="text-sm">Grace Hopper</span>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Form fields</CardTitle>
          <CardDescription>Label, description, error in a live region.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormField label="First name" required description="As printed on the requisition." error={nameError}>
            <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          </FormField>
          <FormField label="Collection method">
            {(control) => (
              <Select defaultValue="at_home">
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="at_home">At home</SelectItem>
                  <SelectItem value="walk_in">Walk-in</SelectItem>
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label="Notes">
            <Textarea placeholder="Anything the phlebotomist should know" />
          </FormField>
          <FormField label="Fasting required" orientation="horizontal">
            <Checkbox defaultChecked />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button>Save</Button>
        </CardFooter>
      </Card>

      <div className="flex flex-col gap-4">
        <Alert>
          <InfoIcon />
          <AlertTitle>Embedded service</AlertTitle>
          <AlertDescription>Data comes from the demo database.</AlertDescription>
        </Alert>
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>Could not load orders</AlertTitle>
          <AlertDescription>The service did not answer. Try again; request id req_123.</AlertDescription>
        </Alert>
      </div>

      <Tabs defaultValue="details">
        <TabsList>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
          <TabsTrigger value="loading">Loading</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <ScrollArea className="h-32 rounded-md border p-3">
            {Array.from({ length: 20 }, (_, i) => (
              <p key={i} className="text-sm">
                Event {i + 1}: status changed
              </p>
            ))}
          </ScrollArea>
        </TabsContent>
        <TabsContent value="history">No history yet.</TabsContent>
        <TabsContent value="loading" className="flex flex-col gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
