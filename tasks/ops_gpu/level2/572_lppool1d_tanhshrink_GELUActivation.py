"""F.lp_pool1d -> F.tanhshrink -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 925, transformers#3, dim 0 x1926)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """F.lp_pool1d -> F.tanhshrink -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_2 = GELUActivation()

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = F.tanhshrink(x)
        x = self.geluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(493056, 256)]


def get_init_inputs():
    return []
