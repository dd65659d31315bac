"""RMSNorm -> F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 2717, torch#2, dim 0 x1096)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=32)

    def forward(self, x, x1, x2):
        x = self.rmsnorm_0(x)
        x = F.triplet_margin_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(8768, 16, 32, 32), torch.randn(8768, 16, 32, 32), torch.randn(8768, 16, 32, 32)]


def get_init_inputs():
    return []
