"""SyncBatchNorm -> hf.ReLUSquaredActivation -> F.relu: synthesised by warpgym synth (seed 7, index 1230, transformers#3, dim 0 x1907)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """SyncBatchNorm -> hf.ReLUSquaredActivation -> F.relu"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=1024)
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.relusquaredactivation_1(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(122048, 1024)]


def get_init_inputs():
    return []
