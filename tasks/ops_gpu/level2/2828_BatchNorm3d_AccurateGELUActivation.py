"""BatchNorm3d -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 4465, transformers#2, dim 0 x3827)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """BatchNorm3d -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.batchnorm3d_0 = nn.BatchNorm3d(num_features=16)
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.batchnorm3d_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(15308, 16, 8, 8, 8)]


def get_init_inputs():
    return []
