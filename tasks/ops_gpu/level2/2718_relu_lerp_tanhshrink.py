"""F.relu -> torch.lerp -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 4295, torch#3, dim 0 x806)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> torch.lerp -> F.tanhshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.relu(x)
        x = torch.lerp(x, x1, x2)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(12896, 32, 256), torch.randn(12896, 32, 256), torch.randn(12896, 32, 256)]


def get_init_inputs():
    return []
