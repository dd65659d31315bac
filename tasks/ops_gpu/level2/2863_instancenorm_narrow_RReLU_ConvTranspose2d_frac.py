"""F.instance_norm -> torch.narrow -> RReLU -> ConvTranspose2d -> torch.frac: synthesised by warpgym synth (seed 7, index 4524, torch#5, dim 0 x3745)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> torch.narrow -> RReLU -> ConvTranspose2d -> torch.frac"""

    def __init__(self):
        super().__init__()
        self.rrelu_2 = nn.RReLU()
        self.convtranspose2d_3 = nn.ConvTranspose2d(in_channels=16, kernel_size=3, out_channels=2)

    def forward(self, x):
        x = F.instance_norm(x)
        x = torch.narrow(x, -1, 2, 2)
        x = self.rrelu_2(x)
        x = self.convtranspose2d_3(x)
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(29960, 16, 32, 32)]


def get_init_inputs():
    return []
