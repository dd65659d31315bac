"""torch.topk -> ConvTranspose2d: synthesised by warpgym synth (seed 7, index 5749, torch#2, dim 0 x7172)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.topk -> ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_1 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=2)

    def forward(self, x):
        x = torch.topk(x, 2)[0]
        x = self.convtranspose2d_1(x)
        return x


def get_inputs():
    return [torch.randn(114752, 32, 16, 16)]


def get_init_inputs():
    return []
