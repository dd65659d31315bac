"""SyncBatchNorm -> F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 6894, torch#2, dim 0 x2173)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=512)

    def forward(self, x, x1, x2):
        x = self.syncbatchnorm_0(x)
        x = F.triplet_margin_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(556288, 512), torch.randn(556288, 512), torch.randn(556288, 512)]


def get_init_inputs():
    return []
