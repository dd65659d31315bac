"""F.instance_norm -> CELU: synthesised by warpgym synth (seed 9, index 454, torch#2, dim 0 x806)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = F.instance_norm(x)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(12896, 32, 256)]


def get_init_inputs():
    return []
