"""LogSigmoid -> Mish -> ZeroPad3d -> hf.T5LayerNorm -> AvgPool2d: synthesised by warpgym synth (seed 7, index 1495, transformers#5, dim 0 x276)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """LogSigmoid -> Mish -> ZeroPad3d -> hf.T5LayerNorm -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.mish_1 = nn.Mish()
        self.zeropad3d_2 = nn.ZeroPad3d(padding=1)
        self.t5layernorm_3 = T5LayerNorm(hidden_size=18)
        self.avgpool2d_4 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.mish_1(x)
        x = self.zeropad3d_2(x)
        x = self.t5layernorm_3(x)
        x = self.avgpool2d_4(x)
        return x


def get_inputs():
    return [torch.randn(2208, 64, 16, 16)]


def get_init_inputs():
    return []
