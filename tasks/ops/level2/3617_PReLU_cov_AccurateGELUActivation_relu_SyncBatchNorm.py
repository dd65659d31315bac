"""PReLU -> torch.cov -> hf.AccurateGELUActivation -> F.relu -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 4764, transformers#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """PReLU -> torch.cov -> hf.AccurateGELUActivation -> F.relu -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.accurategeluactivation_2 = AccurateGELUActivation()
        self.syncbatchnorm_4 = nn.SyncBatchNorm(num_features=256)

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.cov(x)
        x = self.accurategeluactivation_2(x)
        x = F.relu(x)
        x = self.syncbatchnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(256, 256)]


def get_init_inputs():
    return []
