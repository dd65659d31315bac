"""ConvTranspose1d -> torch.minimum -> F.softsign: synthesised by warpgym synth (seed 7, index 1445, torch#3, dim 0 x168)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> torch.minimum -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x, x1):
        x = self.convtranspose1d_0(x)
        x = torch.minimum(x, x1)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(2688, 64, 128), torch.randn(2688, 128, 130)]


def get_init_inputs():
    return []
