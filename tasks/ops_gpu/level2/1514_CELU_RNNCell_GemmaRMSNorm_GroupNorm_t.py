"""CELU -> RNNCell -> hf.GemmaRMSNorm -> GroupNorm -> torch.t: synthesised by warpgym synth (seed 7, index 2425, transformers#5, dim 0 x119)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """CELU -> RNNCell -> hf.GemmaRMSNorm -> GroupNorm -> torch.t"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.rnncell_1 = nn.RNNCell(hidden_size=512, input_size=512)
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)
        self.groupnorm_3 = nn.GroupNorm(num_channels=512, num_groups=2)

    def forward(self, x):
        x = self.celu_0(x)
        x = self.rnncell_1(x)
        x = self.gemmarmsnorm_2(x)
        x = self.groupnorm_3(x)
        x = torch.t(x)
        return x


def get_inputs():
    return [torch.randn(30464, 512)]


def get_init_inputs():
    return []
