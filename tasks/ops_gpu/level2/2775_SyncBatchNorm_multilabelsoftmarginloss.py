"""SyncBatchNorm -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 3787, torch#2, dim 0 x467)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=256)

    def forward(self, x, x1):
        x = self.syncbatchnorm_0(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(119552, 256), torch.randn(119552, 256)]


def get_init_inputs():
    return []
