"""torch.sin -> torch.nextafter: synthesised by warpgym synth (seed 7, index 3407, torch#2, dim 0 x4355)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> torch.nextafter"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sin(x)
        x = torch.nextafter(x, x1)
        return x


def get_inputs():
    return [torch.randn(278720, 1024), torch.randn(278720, 1024)]


def get_init_inputs():
    return []
