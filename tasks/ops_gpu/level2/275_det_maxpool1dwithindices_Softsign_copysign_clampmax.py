"""torch.det -> F.max_pool1d_with_indices -> Softsign -> torch.copysign -> torch.clamp_max: synthesised by warpgym synth (seed 7, index 426, torch#5, dim 0 x6083)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.det -> F.max_pool1d_with_indices -> Softsign -> torch.copysign -> torch.clamp_max"""

    def __init__(self):
        super().__init__()
        self.softsign_2 = nn.Softsign()

    def forward(self, x, x1):
        x = torch.det(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.softsign_2(x)
        x = torch.copysign(x, x1)
        x = torch.clamp_max(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(97328, 32, 16, 16), torch.randn(97328, 10)]


def get_init_inputs():
    return []
