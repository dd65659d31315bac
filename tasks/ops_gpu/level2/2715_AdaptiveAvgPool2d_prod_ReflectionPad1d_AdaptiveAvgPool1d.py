"""AdaptiveAvgPool2d -> torch.prod -> ReflectionPad1d -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 7, index 4291, torch#4, dim 0 x2602)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> torch.prod -> ReflectionPad1d -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)
        self.reflectionpad1d_2 = nn.ReflectionPad1d(padding=1)
        self.adaptiveavgpool1d_3 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool2d_0(x)
        x = torch.prod(x, -1)
        x = self.reflectionpad1d_2(x)
        x = self.adaptiveavgpool1d_3(x)
        return x


def get_inputs():
    return [torch.randn(20816, 16, 32, 32)]


def get_init_inputs():
    return []
