"""SyncBatchNorm -> F.hardsigmoid -> F.softsign -> Softmax: synthesised by warpgym synth (seed 7, index 3064, torch#4, dim 0 x927)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> F.hardsigmoid -> F.softsign -> Softmax"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=128)
        self.softmax_3 = nn.Softmax()

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = F.hardsigmoid(x)
        x = F.softsign(x)
        x = self.softmax_3(x)
        return x


def get_inputs():
    return [torch.randn(29664, 128, 64)]


def get_init_inputs():
    return []
