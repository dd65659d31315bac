"""SyncBatchNorm -> LayerNorm -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 2211, torch#3, dim 0 x366)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> LayerNorm -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=32)
        self.layernorm_1 = nn.LayerNorm(normalized_shape=32)

    def forward(self, x, x1):
        x = self.syncbatchnorm_0(x)
        x = self.layernorm_1(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1464, 32, 32, 32), torch.randn(1464, 32, 32, 32)]


def get_init_inputs():
    return []
