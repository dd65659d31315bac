"""BatchNorm1d -> hf.QuickGELUActivation -> torch.ceil -> F.hardshrink -> torch.flipud: synthesised by warpgym synth (seed 9, index 399, transformers#5, dim 0 x3382)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """BatchNorm1d -> hf.QuickGELUActivation -> torch.ceil -> F.hardshrink -> torch.flipud"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = self.quickgeluactivation_1(x)
        x = torch.ceil(x)
        x = F.hardshrink(x)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(432896, 256)]


def get_init_inputs():
    return []
