"""ConstantPad3d -> hf.T5LayerNorm -> Conv1d: synthesised by warpgym synth (seed 7, index 3710, transformers#3, dim 0 x75)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """ConstantPad3d -> hf.T5LayerNorm -> Conv1d"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.t5layernorm_1 = T5LayerNorm(hidden_size=66)
        self.conv1d_2 = nn.Conv1d(in_channels=130, kernel_size=3, out_channels=66)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.t5layernorm_1(x)
        x = self.conv1d_2(x)
        return x


def get_inputs():
    return [torch.randn(2400, 128, 64)]


def get_init_inputs():
    return []
