"""F.relu6 -> BatchNorm2d -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 1160, transformers#3, dim 0 x775)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """F.relu6 -> BatchNorm2d -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=64)
        self.siluactivation_2 = SiLUActivation()

    def forward(self, x):
        x = F.relu6(x)
        x = self.batchnorm2d_1(x)
        x = self.siluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(6200, 64, 16, 16)]


def get_init_inputs():
    return []
