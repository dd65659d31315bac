"""F.linear -> ReLU -> torch.nextafter -> Tanhshrink: synthesised by warpgym synth (seed 7, index 4789, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.linear -> ReLU -> torch.nextafter -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()
        self.tanhshrink_3 = nn.Tanhshrink()

    def forward(self, x, x1, x2):
        x = F.linear(x, x1)
        x = self.relu_1(x)
        x = torch.nextafter(x, x2)
        x = self.tanhshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(256, 512), torch.randn(256, 512), torch.randn(256, 256)]


def get_init_inputs():
    return []
