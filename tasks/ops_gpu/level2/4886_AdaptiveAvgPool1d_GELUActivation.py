"""AdaptiveAvgPool1d -> hf.GELUActivation: synthesised by warpgym synth (seed 9, index 246, transformers#2, dim 0 x1906)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """AdaptiveAvgPool1d -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(15248, 256, 128)]


def get_init_inputs():
    return []
