"""torch.pinverse -> Softshrink -> PReLU: synthesised by warpgym synth (seed 7, index 6771, torch#3, dim 0 x766)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pinverse -> Softshrink -> PReLU"""

    def __init__(self):
        super().__init__()
        self.softshrink_1 = nn.Softshrink()
        self.prelu_2 = nn.PReLU()

    def forward(self, x):
        x = torch.pinverse(x)
        x = self.softshrink_1(x)
        x = self.prelu_2(x)
        return x


def get_inputs():
    return [torch.randn(6128, 16, 32, 32)]


def get_init_inputs():
    return []
