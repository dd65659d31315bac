"""hf.GemmaRMSNorm -> F.hardshrink -> F.hardswish -> TransformerDecoderLayer -> hf.XIELUActivation: synthesised by warpgym synth (seed 9, index 524, transformers#5, dim 0 x64)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> F.hardshrink -> F.hardswish -> TransformerDecoderLayer -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.transformerdecoderlayer_3 = nn.TransformerDecoderLayer(d_model=256, nhead=2)
        self.xieluactivation_4 = XIELUActivation()

    def forward(self, x, x1):
        x = self.gemmarmsnorm_0(x)
        x = F.hardshrink(x)
        x = F.hardswish(x)
        x = self.transformerdecoderlayer_3(x, x1)
        x = self.xieluactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(8192, 256), torch.randn(8192, 256)]


def get_init_inputs():
    return []
