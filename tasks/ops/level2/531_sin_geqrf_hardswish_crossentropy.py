"""torch.sin -> torch.geqrf -> F.hardswish -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 696, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> torch.geqrf -> F.hardswish -> F.cross_entropy"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sin(x)
        x = torch.geqrf(x)[0]
        x = F.hardswish(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(128, 256), torch.randn(128, 256)]


def get_init_inputs():
    return []
