"""torch.slogdet -> Tanhshrink -> F.unfold: synthesised by warpgym synth (seed 7, index 2511, torch#3, dim 0 x23522)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.slogdet -> Tanhshrink -> F.unfold"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x):
        x = torch.slogdet(x)[0]
        x = self.tanhshrink_1(x)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(94088, 16, 8, 8, 8)]


def get_init_inputs():
    return []
