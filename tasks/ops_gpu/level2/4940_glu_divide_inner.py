"""F.glu -> torch.divide -> torch.inner: synthesised by warpgym synth (seed 9, index 341, torch#3, dim 0 x244)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> torch.divide -> torch.inner"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.glu(x)
        x = torch.divide(x, x1)
        x = torch.inner(x, x2)
        return x


def get_inputs():
    return [torch.randn(31232, 256), torch.randn(31232, 128), torch.randn(31232, 128)]


def get_init_inputs():
    return []
