"""BatchNorm2d -> LayerNorm -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 675, transformers#3, dim 0 x782)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """BatchNorm2d -> LayerNorm -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_0 = nn.BatchNorm2d(num_features=32)
        self.layernorm_1 = nn.LayerNorm(normalized_shape=32)
        self.xieluactivation_2 = XIELUActivation()

    def forward(self, x):
        x = self.batchnorm2d_0(x)
        x = self.layernorm_1(x)
        x = self.xieluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(3128, 32, 32, 32)]


def get_init_inputs():
    return []
