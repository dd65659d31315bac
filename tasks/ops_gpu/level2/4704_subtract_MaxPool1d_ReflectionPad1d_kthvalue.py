"""torch.subtract -> MaxPool1d -> ReflectionPad1d -> torch.kthvalue: synthesised by warpgym synth (seed 8, index 408, torch#4, dim 0 x7918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> MaxPool1d -> ReflectionPad1d -> torch.kthvalue"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)
        self.reflectionpad1d_2 = nn.ReflectionPad1d(padding=1)

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = self.maxpool1d_1(x)
        x = self.reflectionpad1d_2(x)
        x = torch.kthvalue(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(2027008, 256), torch.randn(2027008, 256)]


def get_init_inputs():
    return []
