"""torch.sub -> torch.msort -> Softshrink: synthesised by warpgym synth (seed 7, index 5720, torch#3, dim 0 x2372)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> torch.msort -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = torch.msort(x)
        x = self.softshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(151808, 1024), torch.randn(151808, 1024)]


def get_init_inputs():
    return []
