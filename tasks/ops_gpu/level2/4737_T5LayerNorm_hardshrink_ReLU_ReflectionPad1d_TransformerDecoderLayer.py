"""hf.T5LayerNorm -> F.hardshrink -> ReLU -> ReflectionPad1d -> TransformerDecoderLayer: synthesised by warpgym synth (seed 9, index 26, transformers#5, dim 0 x45)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> F.hardshrink -> ReLU -> ReflectionPad1d -> TransformerDecoderLayer"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=256)
        self.relu_2 = nn.ReLU()
        self.reflectionpad1d_3 = nn.ReflectionPad1d(padding=1)
        self.transformerdecoderlayer_4 = nn.TransformerDecoderLayer(d_model=258, nhead=2)

    def forward(self, x, x1):
        x = self.t5layernorm_0(x)
        x = F.hardshrink(x)
        x = self.relu_2(x)
        x = self.reflectionpad1d_3(x)
        x = self.transformerdecoderlayer_4(x, x1)
        return x


def get_inputs():
    return [torch.randn(5760, 256), torch.randn(5760, 258)]


def get_init_inputs():
    return []
