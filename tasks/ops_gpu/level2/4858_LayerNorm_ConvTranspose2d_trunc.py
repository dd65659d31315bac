"""LayerNorm -> ConvTranspose2d -> torch.trunc: synthesised by warpgym synth (seed 9, index 204, torch#3, dim 0 x883)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> ConvTranspose2d -> torch.trunc"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=16)
        self.convtranspose2d_1 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.convtranspose2d_1(x)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(14128, 32, 16, 16)]


def get_init_inputs():
    return []
