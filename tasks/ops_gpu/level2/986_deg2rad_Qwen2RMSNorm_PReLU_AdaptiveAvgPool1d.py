"""torch.deg2rad -> hf.Qwen2RMSNorm -> PReLU -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 7, index 1608, transformers#4, dim 0 x289)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.deg2rad -> hf.Qwen2RMSNorm -> PReLU -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=64)
        self.prelu_2 = nn.PReLU()
        self.adaptiveavgpool1d_3 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = torch.deg2rad(x)
        x = self.qwen2rmsnorm_1(x)
        x = self.prelu_2(x)
        x = self.adaptiveavgpool1d_3(x)
        return x


def get_inputs():
    return [torch.randn(9248, 128, 64)]


def get_init_inputs():
    return []
