"""F.max_pool1d_with_indices -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 903, torch#2, dim 0 x5656)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(90496, 32, 256), torch.randn(90496, 32, 85)]


def get_init_inputs():
    return []
