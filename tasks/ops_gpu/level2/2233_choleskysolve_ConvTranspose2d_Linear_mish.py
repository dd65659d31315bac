"""torch.cholesky_solve -> ConvTranspose2d -> Linear -> F.mish: synthesised by warpgym synth (seed 7, index 3537, torch#4, dim 0 x608)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cholesky_solve -> ConvTranspose2d -> Linear -> F.mish"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_1 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=16)
        self.linear_2 = nn.Linear(in_features=18, out_features=18)

    def forward(self, x, x1):
        x = torch.cholesky_solve(x, x1)
        x = self.convtranspose2d_1(x)
        x = self.linear_2(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(9728, 32, 16, 16), torch.randn(9728, 32, 16, 16)]


def get_init_inputs():
    return []
