"""torch.transpose -> torch.frac -> AdaptiveMaxPool3d -> Mish -> ConvTranspose2d: synthesised by warpgym synth (seed 7, index 4471, torch#5, dim 0 x7006)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> torch.frac -> AdaptiveMaxPool3d -> Mish -> ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_2 = nn.AdaptiveMaxPool3d(output_size=4)
        self.mish_3 = nn.Mish()
        self.convtranspose2d_4 = nn.ConvTranspose2d(in_channels=4, kernel_size=3, out_channels=4)

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = torch.frac(x)
        x = self.adaptivemaxpool3d_2(x)
        x = self.mish_3(x)
        x = self.convtranspose2d_4(x)
        return x


def get_inputs():
    return [torch.randn(28024, 32, 32, 32)]


def get_init_inputs():
    return []
