"""PReLU -> torch.pow -> Softshrink -> ReLU6: synthesised by warpgym synth (seed 7, index 2775, torch#4, dim 0 x16071)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.pow -> Softshrink -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.softshrink_2 = nn.Softshrink()
        self.relu6_3 = nn.ReLU6()

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.pow(x, 2.0)
        x = self.softshrink_2(x)
        x = self.relu6_3(x)
        return x


def get_inputs():
    return [torch.randn(2057088, 256)]


def get_init_inputs():
    return []
