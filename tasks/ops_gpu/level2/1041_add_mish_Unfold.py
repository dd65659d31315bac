"""torch.add -> F.mish -> Unfold: synthesised by warpgym synth (seed 7, index 1695, torch#3, dim 0 x622)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> F.mish -> Unfold"""

    def __init__(self):
        super().__init__()
        self.unfold_2 = nn.Unfold(kernel_size=3)

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = F.mish(x)
        x = self.unfold_2(x)
        return x


def get_inputs():
    return [torch.randn(2488, 32, 32, 32), torch.randn(2488, 32, 32, 32)]


def get_init_inputs():
    return []
