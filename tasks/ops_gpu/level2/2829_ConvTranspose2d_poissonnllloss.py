"""ConvTranspose2d -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 3859, torch#2, dim 0 x755)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=16, kernel_size=3, out_channels=32)

    def forward(self, x, x1):
        x = self.convtranspose2d_0(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(6040, 16, 32, 32), torch.randn(6040, 32, 34, 34)]


def get_init_inputs():
    return []
