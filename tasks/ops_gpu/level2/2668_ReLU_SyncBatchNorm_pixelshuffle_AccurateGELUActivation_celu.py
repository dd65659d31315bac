"""ReLU -> SyncBatchNorm -> F.pixel_shuffle -> hf.AccurateGELUActivation -> F.celu: synthesised by warpgym synth (seed 7, index 4223, transformers#5, dim 0 x1797)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """ReLU -> SyncBatchNorm -> F.pixel_shuffle -> hf.AccurateGELUActivation -> F.celu"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=16)
        self.accurategeluactivation_3 = AccurateGELUActivation()

    def forward(self, x):
        x = self.relu_0(x)
        x = self.syncbatchnorm_1(x)
        x = F.pixel_shuffle(x, 2)
        x = self.accurategeluactivation_3(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(7188, 16, 8, 8, 8)]


def get_init_inputs():
    return []
