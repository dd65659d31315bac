"""RMSNorm -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 1245, torch#2, dim 0 x416)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=256)

    def forward(self, x, x1):
        x = self.rmsnorm_0(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(212992, 256), torch.randn(212992, 256)]


def get_init_inputs():
    return []
