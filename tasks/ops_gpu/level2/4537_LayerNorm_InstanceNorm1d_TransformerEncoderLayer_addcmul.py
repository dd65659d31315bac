"""LayerNorm -> InstanceNorm1d -> TransformerEncoderLayer -> torch.addcmul: synthesised by warpgym synth (seed 8, index 159, torch#4, dim 0 x86)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> InstanceNorm1d -> TransformerEncoderLayer -> torch.addcmul"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=1024)
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=1024)
        self.transformerencoderlayer_2 = nn.TransformerEncoderLayer(d_model=1024, nhead=2)

    def forward(self, x, x1, x2):
        x = self.layernorm_0(x)
        x = self.instancenorm1d_1(x)
        x = self.transformerencoderlayer_2(x)
        x = torch.addcmul(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(5504, 1024), torch.randn(5504, 1024), torch.randn(5504, 1024)]


def get_init_inputs():
    return []
