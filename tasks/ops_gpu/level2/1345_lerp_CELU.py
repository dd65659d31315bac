"""torch.lerp -> CELU: synthesised by warpgym synth (seed 7, index 2161, torch#2, dim 0 x2539)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x, x1, x2):
        x = torch.lerp(x, x1, x2)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(162496, 1024), torch.randn(162496, 1024), torch.randn(162496, 1024)]


def get_init_inputs():
    return []
