"""AdaptiveAvgPool3d -> hf.FastGELUActivation -> LayerNorm: synthesised by warpgym synth (seed 7, index 6560, transformers#3, dim 0 x6268)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """AdaptiveAvgPool3d -> hf.FastGELUActivation -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_0 = nn.AdaptiveAvgPool3d(output_size=4)
        self.fastgeluactivation_1 = FastGELUActivation()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=4)

    def forward(self, x):
        x = self.adaptiveavgpool3d_0(x)
        x = self.fastgeluactivation_1(x)
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(50144, 16, 32, 32)]


def get_init_inputs():
    return []
