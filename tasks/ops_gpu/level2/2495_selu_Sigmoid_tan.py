"""F.selu -> Sigmoid -> torch.tan: synthesised by warpgym synth (seed 7, index 3948, torch#3, dim 0 x7206)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> Sigmoid -> torch.tan"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = F.selu(x)
        x = self.sigmoid_1(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(461184, 1024)]


def get_init_inputs():
    return []
