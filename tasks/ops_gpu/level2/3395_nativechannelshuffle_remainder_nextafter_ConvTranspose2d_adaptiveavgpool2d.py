"""F.native_channel_shuffle -> torch.remainder -> torch.nextafter -> ConvTranspose2d -> F.adaptive_avg_pool2d: synthesised by warpgym synth (seed 7, index 5338, torch#5, dim 0 x102)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.native_channel_shuffle -> torch.remainder -> torch.nextafter -> ConvTranspose2d -> F.adaptive_avg_pool2d"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_3 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=32)

    def forward(self, x, x1, x2):
        x = F.native_channel_shuffle(x, 2)
        x = torch.remainder(x, x1)
        x = torch.nextafter(x, x2)
        x = self.convtranspose2d_3(x)
        x = F.adaptive_avg_pool2d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(408, 32, 32, 32), torch.randn(408, 32, 32, 32), torch.randn(408, 32, 32, 32)]


def get_init_inputs():
    return []
