"""LayerNorm -> torch.atan -> hf.AccurateGELUActivation -> Mish -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 6735, transformers#5, dim 0 x396)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """LayerNorm -> torch.atan -> hf.AccurateGELUActivation -> Mish -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=32)
        self.accurategeluactivation_2 = AccurateGELUActivation()
        self.mish_3 = nn.Mish()
        self.syncbatchnorm_4 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = torch.atan(x)
        x = self.accurategeluactivation_2(x)
        x = self.mish_3(x)
        x = self.syncbatchnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(1584, 32, 32, 32)]


def get_init_inputs():
    return []
